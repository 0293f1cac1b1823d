import { act, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from '../testing/render';
import { useTickedBeforeHydration, useTypedBeforeHydration } from './use-typed-before-hydration';

const adopted: string[] = [];

/** A controlled box, and a button that renders it again (as a query's answer or a toast would). */
function Box() {
  const [text, setText] = useState('1');
  const [renders, setRenders] = useState(0);
  const box = useTypedBeforeHydration(text, (typed) => {
    adopted.push(typed);
    setText(typed);
  });
  return (
    <form>
      <input aria-label="Quantity" ref={box} value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
    </form>
  );
}

beforeEach(() => {
  adopted.length = 0;
});

test("what was typed into the server's field before hydration becomes the field's state, and stays", () => {
  const { container } = hydrateServerHtml(<Box />, {
    before: (html) => {
      (html.querySelector('input') as HTMLInputElement).value = '3';
    },
  });
  const field = container.querySelector('input') as HTMLInputElement;
  expect(adopted).toEqual(['3']);
  expect(container.querySelector('output')).toHaveTextContent('3');
  act(() => fireEvent.click(container.querySelector('button') as HTMLButtonElement));
  expect(field).toHaveValue('3');
  // Once hydrated the field is React's: later typing goes through its change events only.
  act(() => fireEvent.change(field, { target: { value: '4' } }));
  expect(container.querySelector('output')).toHaveTextContent('4');
  expect(adopted).toEqual(['3']);
});

test('a field rendered in the browser alone is left as it is', () => {
  render(<Box />);
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  expect(adopted).toEqual([]);
});

/** A box and a select whose values come from the address (as a listing's search and order do). */
function FromAddress({
  search,
  sort,
  onAdopt,
}: {
  search: string;
  sort: string;
  onAdopt: (typed: string) => void;
}) {
  const [text, setText] = useState(search);
  const [order, setOrder] = useState(sort);
  const box = useTypedBeforeHydration(text, onAdopt);
  const select = useTypedBeforeHydration<HTMLSelectElement>(order, onAdopt);
  return (
    <form>
      <input aria-label="Search" ref={box} value={text} onChange={(event) => setText(event.target.value)} />
      <select aria-label="Sort" ref={select} value={order} onChange={(event) => setOrder(event.target.value)}>
        <option value="newest">Newest</option>
        <option value="price_asc">Price</option>
      </select>
    </form>
  );
}

test("hydrated in a later address's render, fields the shopper did not touch are not taken for theirs", () => {
  const onAdopt = jest.fn();
  hydrateServerHtml(<FromAddress search="rice" sort="price_asc" onAdopt={onAdopt} />, {
    hydrate: <FromAddress search="" sort="newest" onAdopt={onAdopt} />,
  });
  expect(onAdopt).not.toHaveBeenCalled();
});

test("a choice made in the server's select before hydration is the shopper's", () => {
  const onAdopt = jest.fn();
  hydrateServerHtml(<FromAddress search="" sort="newest" onAdopt={onAdopt} />, {
    before: (html) => {
      (html.querySelector('select') as HTMLSelectElement).value = 'price_asc';
    },
  });
  expect(onAdopt).toHaveBeenCalledTimes(1);
  expect(onAdopt).toHaveBeenCalledWith('price_asc');
});

/** A controlled checkbox (as the footer's data saver). */
function Switch({ onAdopt }: { onAdopt: (ticked: boolean) => void }) {
  const [on, setOn] = useState(false);
  const box = useTickedBeforeHydration(on, (ticked) => {
    onAdopt(ticked);
    setOn(ticked);
  });
  return (
    <label>
      <input type="checkbox" ref={box} checked={on} onChange={(event) => setOn(event.target.checked)} />
      Data saver
      <output>{on ? 'on' : 'off'}</output>
    </label>
  );
}

test("a checkbox ticked in the server's markup before hydration becomes its state", () => {
  const onAdopt = jest.fn();
  const { container } = hydrateServerHtml(<Switch onAdopt={onAdopt} />, {
    before: (html) => {
      (html.querySelector('input') as HTMLInputElement).checked = true;
    },
  });
  expect(onAdopt).toHaveBeenCalledWith(true);
  expect(container.querySelector('output')).toHaveTextContent('on');
  expect(container.querySelector('input')).toBeChecked();
});

test('a checkbox left alone before hydration is left as it is', () => {
  const onAdopt = jest.fn();
  const { container } = hydrateServerHtml(<Switch onAdopt={onAdopt} />);
  expect(onAdopt).not.toHaveBeenCalled();
  expect(container.querySelector('output')).toHaveTextContent('off');
});
