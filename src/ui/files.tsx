// Save files in and out of the browser: a download for Export, a file picker for Import. Kept apart
// from the game screen so the start screen can use them without loading the map.
import { useRef } from 'react';
import { useAigle } from '../store/react';

export function download(fileName: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A button that opens the file chooser for one JSON save file and hands over its text and name. */
export function SaveFilePicker({ label, testId, ariaLabel, disabled, onFile }: { label: string; testId: string; ariaLabel: string; disabled?: boolean; onFile: (text: string, name: string) => void | Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid={testId}
        aria-label={ariaLabel}
        onChange={async (e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          await onFile(await f.text(), f.name);
        }}
      />
    </>
  );
}

export function ImportButton({ label = 'Import save' }: { label?: string }) {
  const actions = useAigle((s) => s.actions);
  return <SaveFilePicker label={label} testId="import-file" ariaLabel="Save file to import" onFile={(text, name) => actions.importSave(text, name).then(() => undefined)} />;
}
