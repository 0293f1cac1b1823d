import styled from 'styled-components';
import { useDataSaver } from 'shop-sdk';
import { Checkbox } from 'shared-contracts/ui/field';

const Wrap = styled.div`
  label {
    color: inherit;
    font-size: 0.875rem;
  }
`;

/** The data saver of docs/storefront.md §10: smaller pictures on this device, and a product's others on tap. */
export function DataSaverSwitch() {
  const [on, setOn] = useDataSaver();
  return (
    <Wrap>
      <Checkbox
        label="Data saver: smaller pictures"
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
    </Wrap>
  );
}
