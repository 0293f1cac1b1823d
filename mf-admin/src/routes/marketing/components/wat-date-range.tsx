import { Field, Input } from 'shared-contracts/ui/field';
import { Row } from 'shared-contracts/ui/layout';

interface End {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** When a promotion or a banner starts and ends: two Lagos date-times side by side, each with its own error. */
export function WatDateRange({ from, until }: { from: End; until: End }) {
  return (
    <Row $wrap $gap={12}>
      {[from, until].map((end) => (
        <Field key={end.label} label={end.label} error={end.error}>
          <Input type="datetime-local" value={end.value} onChange={(e) => end.onChange(e.target.value)} />
        </Field>
      ))}
    </Row>
  );
}
