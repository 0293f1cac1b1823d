import styled from 'styled-components';
import { useDataSaver, useTickedBeforeHydration } from 'shop-sdk';
import { useIntl } from 'react-intl';
import { Checkbox } from 'shared-contracts/ui/field';
import { footerMessages } from './footer.messages';

const Wrap = styled.div`
  label {
    color: inherit;
    font-size: 0.875rem;
  }
`;

/**
 * The data saver of docs/storefront.md §10: smaller pictures on this device, and a product's others on tap. The
 * footer's code comes as the footer comes into view: a tick in the server's box before then is kept.
 */
export function DataSaverSwitch() {
  const [on, setOn] = useDataSaver();
  const box = useTickedBeforeHydration(on, setOn);
  const { formatMessage: t } = useIntl();
  return (
    <Wrap>
      <Checkbox
        ref={box}
        label={t(footerMessages.dataSaver)}
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
      />
    </Wrap>
  );
}
