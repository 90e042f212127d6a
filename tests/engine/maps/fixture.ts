// A small, valid map source for the compiler tests; each refusal test breaks one line of it.
export const GOOD = `# a test sheet
sheet tiny
name Petite carte d'essai
scale 450
size 8 6
orientation flat
shifted even
origin 48.4000 4.5000
note test sheet

[terrain]
01 ........
02 ..V.....
03 ...ww...
04 ........
05 ......T.
06 ........

[elevation]
01 00000000
02 00000000
03 00011000
04 00011000
05 00000000
06 00000000

[rivers]
Aube: (48.4050, 4.5150) (48.3780, 4.5160)

[streams]
Ru: 0705/0805 0706/0805

[crests]
Crête (high left): (48.3930, 4.5270) (48.3930, 4.5450)

[roads]
Grande route: 0102 ~ [Ville]

[trails]
Chemin: [Bourg] 0402 0503

[bridges]
Pont du Bourg: near [Bourg]

[fords]
Gué: 0303/0403

[places]
village Bourg       0302
town    Ville       0705
site    La Butte    0503
`;

/** GOOD with the first line equal to `from` replaced by `to`; the 1-based line number of the change. */
export function broken(from: string, to: string): { text: string; line: number } {
  const lines = GOOD.split('\n');
  const i = lines.findIndex((l) => l === from);
  if (i < 0) throw new Error(`fixture has no line "${from}"`);
  lines[i] = to;
  return { text: lines.join('\n'), line: i + 1 };
}
