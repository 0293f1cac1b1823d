import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

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

test("what was typed into the server's field before hydration becomes the field's state, and stays", async () => {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(<Box />);
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = '3';
  const root = await act(async () => hydrateRoot(container, <Box />));
  expect(adopted).toEqual(['3']);
  expect(container.querySelector('output')).toHaveTextContent('3');
  act(() => fireEvent.click(container.querySelector('button') as HTMLButtonElement));
  expect(field).toHaveValue('3');
  // Once hydrated the field is React's: later typing goes through its change events only.
  act(() => fireEvent.change(field, { target: { value: '4' } }));
  expect(container.querySelector('output')).toHaveTextContent('4');
  expect(adopted).toEqual(['3']);
  act(() => root.unmount());
  container.remove();
});

test('a field rendered in the browser alone is left as it is', () => {
  render(<Box />);
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  expect(adopted).toEqual([]);
});
