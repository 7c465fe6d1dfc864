import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { messageLeaves, placeholdersOf, type MessageTree } from '../support/message-leaves';

const english = messageLeaves(en as unknown as MessageTree);
const norwegian = messageLeaves(no as unknown as MessageTree);

describe('messages', () => {
  it('has the same keys in English and Norwegian', () => {
    expect([...norwegian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty texts', () => {
    for (const [key, text] of [...english, ...norwegian]) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of english)
      expect({ key, args: placeholdersOf(norwegian.get(key) ?? '') }).toEqual({ key, args: placeholdersOf(text) });
  });
});
