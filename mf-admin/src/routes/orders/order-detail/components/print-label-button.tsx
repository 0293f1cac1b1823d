import { errorMessage, notify } from 'shop-sdk';
import { adminDeliveryApi } from 'shop-sdk/admin-delivery';
import { Button } from 'shared-contracts/ui/button';
import { useSingleFlight } from '../../../../hooks/use-single-flight';

/** Long enough for the new tab to have read the PDF before its address is let go. */
const KEEP_URL_MS = 60_000;

/**
 * Fetches the courier's label (a PDF, with the admin's token) and opens it in a new tab to print; where the browser
 * blocks the tab, it is saved as `label-{number}.pdf` instead. No label yet, or the courier not serving it: the API's
 * words in an error toast.
 */
export function PrintLabelButton({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const { pending, run } = useSingleFlight();
  const print = () =>
    run(async () => {
      let url: string;
      try {
        url = URL.createObjectURL(await adminDeliveryApi.label(orderId));
      } catch (error) {
        notify.error(errorMessage(error, 'The label could not be fetched. Please try again.'));
        return;
      }
      // Not 'noopener': with it window.open answers null, and a blocked tab could not be told from an open one.
      const tab = window.open(url, '_blank');
      if (tab) tab.opener = null;
      else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `label-${orderNumber}.pdf`;
        document.body.appendChild(link);
        link.click();
        link.remove();
      }
      setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
    });
  return (
    <Button $variant="secondary" disabled={pending} aria-busy={pending} onClick={() => void print()}>
      {pending ? 'Fetching label…' : 'Print label'}
    </Button>
  );
}
