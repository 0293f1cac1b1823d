import { errorMessage, notify } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { Button } from 'shared-contracts/ui/button';
import { useSingleFlight } from '../../../../hooks/use-single-flight';

/** Fetches the order's invoice (a PDF, with the admin's token) and saves it as `invoice-{number}.pdf`. */
export function InvoiceButton({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const { pending, run } = useSingleFlight();
  const download = () =>
    run(async () => {
      try {
        const url = URL.createObjectURL(await adminApi.invoicePdf(orderId));
        const link = document.createElement('a');
        link.href = url;
        link.download = `invoice-${orderNumber}.pdf`;
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 0);
      } catch (error) {
        notify.error(errorMessage(error, 'The invoice could not be made. Please try again.'));
      }
    });
  return (
    <Button $variant="secondary" disabled={pending} aria-busy={pending} onClick={() => void download()}>
      {pending ? 'Preparing invoice…' : 'Invoice (PDF)'}
    </Button>
  );
}
