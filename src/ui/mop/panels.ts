// The March on Paris sidebar panels, gathered so that lazyPanels.tsx fetches them as one chunk.
export { MopEventBanner, MopSidebar } from './MopPanels';
export { FieldPanel } from './FieldPanel';
export { MopBoxes } from './MopBoxes';
export { VedettePanel } from './VedettePanel';
