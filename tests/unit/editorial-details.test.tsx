import { overTextField } from '@/components/layout/cursor-dot';
import { initials } from '@/components/testimonials/initials';

describe('initials', () => {
  it('gives the first and last name’s first letters, in capitals', () => {
    expect(initials('Maja Lindqvist')).toBe('ML');
    expect(initials('  ingrid   marie solberg ')).toBe('IS');
    expect(initials('Åse')).toBe('Å');
    expect(initials('')).toBe('');
  });
});

describe('overTextField (the cursor dot hides there)', () => {
  it('is true over inputs, text areas, selects and editable text, and inside them', () => {
    document.body.innerHTML = `
      <input id="input" /><textarea id="area"></textarea><select id="select"><option id="option">a</option></select>
      <div contenteditable="true"><p id="editable">text</p></div>
      <div contenteditable="false"><p id="fixed">text</p></div>
      <p id="text">text</p>`;
    const at = (id: string) => document.getElementById(id);
    for (const id of ['input', 'area', 'select', 'option', 'editable']) expect(overTextField(at(id))).toBe(true);
    for (const id of ['fixed', 'text']) expect(overTextField(at(id))).toBe(false);
    expect(overTextField(null)).toBe(false);
  });
});
