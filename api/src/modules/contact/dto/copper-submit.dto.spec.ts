import { splitName } from './copper-submit.dto';

describe('splitName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['Ada King Lovelace', 'Ada', 'King Lovelace'],
    ['Cher', 'Cher', ''],
    ['  Ada   Lovelace  ', 'Ada', 'Lovelace'],
  ])('splits %p at the first space', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
