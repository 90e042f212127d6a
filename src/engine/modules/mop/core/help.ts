// Help lines for the March on Paris core rules, in our own words, each with its case (shown in the charts).
export const MOP_CORE_HELP: { rule: string; title: string; text: string; built: boolean }[] = [
  { rule: 'MOP 37.1', title: 'Two chit cups', text: 'Each side draws from its own cup: a die decides who pulls (odd French, even Allied); when one cup is empty the other is pulled from. The third-cup option pulls a side marker (one per chit left) instead of the die.', built: true },
  { rule: 'MOP 37.1', title: 'Night PM turn', text: 'Played like a day turn, but nobody sees beyond the next hex, guns cannot bombard, and guns count half in assaults.', built: true },
  { rule: 'MOP 37.2', title: 'Stacking', text: 'Two units and 12 strength points at most in a hex, whichever binds first; one division (or one Russian infantry corps) may put more units together within the 12 points.', built: true },
  { rule: 'MOP 37.3', title: 'Terrain and sight', text: 'Guns pay the cavalry costs. A stream costs +1 to cross, a slope +1 going up and 25% off an assault up it. A slope blocks sight unless one end stands on its high side; from high ground one sees 12 hexes.', built: true },
  { rule: 'MOP 37.5', title: 'Morale', text: 'A unit\'s morale is its initiative value plus one. Russian infantry adds one when defending (at most 5) and keeps its morale when flipped; the Old Guard follows the La Garde rule.', built: true },
  { rule: 'MOP 37.6', title: 'UAR and PEU boxes', text: 'An eliminated unit waits in the UAR box and may rally on a night turn to its leader (1-4); a failed rally (5-6) or being out of supply when eliminated sends it to the PEU box for good.', built: true },
  { rule: 'MOP 37.14', title: 'Leader ratings', text: 'The ratings printed in the scenario are those of the 1814 table; a scenario that differs is refused at load.', built: true },
  { rule: 'MOP 37.15', title: 'Off-map commanders', text: 'While an army\'s commander is off the map it rolls the Initial Action with 0 and gets no Coordinated Action.', built: true },
  { rule: 'MOP 37.16', title: 'Napoleon', text: 'Infantry stacked with Napoleon assault and defend at +25%. The price, no orders from him the next turn, is not enforced yet.', built: true },
  { rule: 'MOP 37.16', title: 'Ney', text: 'Units attacking from Ney\'s hex are 25% stronger. The price, no compliance checks for him the next turn, is not enforced yet.', built: true },
  { rule: 'MOP 37.16', title: 'Blücher', text: 'Helps reaction charges (+1 morale), makes the enemy\'s square checks harder (-1), and adds 1 to Attack Confidence checks in his command range; he must keep up with his attacking subordinates. Not built yet.', built: false },
];
