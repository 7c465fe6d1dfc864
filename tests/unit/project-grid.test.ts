import { gridSlot } from '@/components/projects/project-grid';

const rhythm = (count: number) => Array.from({ length: count }, (_, index) => gridSlot(index, count));

describe('gridSlot', () => {
  it('sets one project across the row, then a wide and a narrow one, mirrored on the next pair', () => {
    expect(rhythm(6)).toEqual(['wide', 'major', 'minor', 'wide', 'minor', 'major']);
    expect(rhythm(3)).toEqual(['wide', 'major', 'minor']);
    expect(rhythm(9)).toEqual(['wide', 'major', 'minor', 'wide', 'minor', 'major', 'wide', 'major', 'minor']);
  });

  it('gives a card left alone at the start of a pair the whole row', () => {
    expect(rhythm(1)).toEqual(['wide']);
    expect(rhythm(2)).toEqual(['wide', 'wide']);
    expect(rhythm(5)).toEqual(['wide', 'major', 'minor', 'wide', 'wide']);
  });
});
