import { StatementNames, withStatementName } from './statement-names.js';

describe('StatementNames', () => {
  it('names a text the second time it is seen, and always by the same name', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBeUndefined();
    const name = names.nameOf('select $1');
    expect(name).toEqual(expect.any(String));
    expect(names.nameOf('select $1')).toBe(name);
    expect(names.nameOf('select $1 + 1')).toBeUndefined();
    expect(names.nameOf('select $1 + 1')).not.toBe(name);
    expect(names.size).toBe(2);
  });

  it('gives no more than its most names, and keeps the ones it gave', () => {
    const names = new StatementNames(2);
    for (const text of ['a', 'a', 'b', 'b']) names.nameOf(text);
    const a = names.nameOf('a');
    names.nameOf('c');
    expect(names.nameOf('c')).toBeUndefined();
    expect(names.nameOf('a')).toBe(a);
    expect(names.size).toBe(2);
  });
});

describe('withStatementName', () => {
  const seenTwice = (text: string) => {
    const names = new StatementNames();
    names.nameOf(text);
    return names;
  };

  it('names a statement with parameters, given as a config or as a text', () => {
    const names = seenTwice('select $1');
    const types = { getTypeParser: () => String };
    const named = withStatementName(names, { text: 'select $1', rowMode: 'array', types } as never, [1]);
    expect(named).toEqual({ text: 'select $1', rowMode: 'array', types, name: names.nameOf('select $1') });
    expect(withStatementName(names, 'select $1', [1])).toEqual({
      text: 'select $1',
      name: names.nameOf('select $1'),
    });
    // Its values in the config.
    expect(withStatementName(names, { text: 'select $1', values: [1] }, undefined)).toMatchObject({
      name: expect.any(String),
    });
  });

  it('leaves a text without parameters, a named statement and a submittable as they are', () => {
    const migration = 'create table a (id int); create table b (id int)';
    const names = seenTwice(migration);
    expect(withStatementName(names, migration, undefined)).toBe(migration);
    expect(withStatementName(names, migration, [])).toBe(migration);
    const config = { text: migration };
    expect(withStatementName(names, config, undefined)).toBe(config);

    const own = seenTwice('select $1');
    const named = { text: 'select $1', name: 'facets_cat' };
    expect(withStatementName(own, named, [1])).toBe(named);
    const submittable = { text: 'select $1', submit: () => undefined };
    expect(withStatementName(own, submittable, [1])).toBe(submittable);
    // A callback in the values' place.
    expect(withStatementName(own, 'select $1', () => undefined)).toBe('select $1');
  });
});
