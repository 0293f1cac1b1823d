import { useState, type FormEvent } from 'react';
import { formatNaira } from 'shared-contracts';
import { NIGERIAN_STATES } from 'shared-contracts/schemas/orders';
import { stationInputSchema, type PickupStation } from 'shared-contracts/schemas/settings';
import { Badge } from 'shared-contracts/ui/badge';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, Field, Select, TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable } from '../../../components/common/data-table';
import { InlineEditor, type Editing } from '../../../components/common/editing';
import { settingsApi } from 'shop-sdk/admin';
import { useSettingsChange } from '../../../hooks/api/settings';
import { numberOrNull, saveChecked } from './save';
import { useSettingsForm } from './use-settings-form';

type StationForm = {
  name: string;
  state: string;
  address: string;
  opening_hours: string;
  fee: string;
  active: boolean;
};

const formOf = (s: PickupStation | null): StationForm => ({
  name: s?.name ?? '',
  state: s?.state ?? 'Lagos',
  address: s?.address ?? '',
  opening_hours: s?.opening_hours ?? 'Mon–Sat 9:00–18:00',
  fee: s ? String(s.fee) : '',
  active: s?.active ?? true,
});

const bodyOf = (f: StationForm) => ({ ...f, fee: numberOrNull(f.fee) });

function StationEditor({ station, onDone }: { station: PickupStation | null; onDone: () => void }) {
  const { form, setForm, errors, setErrors, field } = useSettingsForm(formOf(station));
  const change = useSettingsChange((body: Parameters<typeof settingsApi.createStation>[0]) =>
    station ? settingsApi.updateStation(station.id, body) : settingsApi.createStation(body),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveChecked(
      stationInputSchema,
      bodyOf(form),
      (body) => change.mutateAsync(body),
      setErrors,
      'pickup station',
    );
    if (saved) onDone();
  };
  return (
    <Card
      as="form"
      onSubmit={submit}
      noValidate
      aria-label={station ? `Edit ${station.name}` : 'Add pickup station'}
    >
      <CardTitle>{station ? `Edit ${station.name}` : 'Add pickup station'}</CardTitle>
      <Stack $gap={12}>
        <TextField label="Station name" {...field('name')} />
        <Field label="State" error={errors.state?.[0]}>
          <Select value={form.state} onChange={field('state').onChange}>
            {NIGERIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <TextField label="Address" {...field('address')} />
        <TextField label="Opening hours" {...field('opening_hours')} />
        <TextField label="Pickup fee (₦)" type="number" inputMode="decimal" {...field('fee')} />
        <Checkbox
          label="Open for orders"
          checked={form.active}
          onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
        />
        <Row $justify="flex-end">
          <Button $variant="secondary" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={change.isPending}>
            {station ? 'Save station' : 'Add station'}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}

/** Pickup stations: shoppers of a state choose among its open ones at checkout. */
export function StationsSection({ stations }: { stations: PickupStation[] }) {
  const [editing, setEditing] = useState<Editing<PickupStation>>(null);
  const toggle = useSettingsChange((s: PickupStation) =>
    settingsApi.updateStation(s.id, { ...s, active: !s.active }),
  );
  return (
    <Card aria-labelledby="stations-title">
      <CardTitle id="stations-title">Pickup stations</CardTitle>
      <Stack $gap={12}>
        <DataTable
          stack
          rows={stations}
          rowKey={(s) => s.id}
          columns={[
            {
              header: 'Station',
              cell: (s) => (
                <>
                  <strong>{s.name}</strong>
                  <br />
                  <Muted as="span">
                    {s.address} · {s.opening_hours}
                  </Muted>
                </>
              ),
            },
            { header: 'State', cell: (s) => s.state, noWrap: true },
            { header: 'Fee', cell: (s) => formatNaira(s.fee), num: true },
            {
              header: 'Status',
              cell: (s) => (
                <Badge $tone={s.active ? 'success' : 'neutral'}>{s.active ? 'Open' : 'Closed'}</Badge>
              ),
            },
            {
              header: <VisuallyHidden>Actions</VisuallyHidden>,
              cell: (s) => (
                <Row>
                  <Button $small $variant="link" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                    Edit
                  </Button>
                  <Button
                    $small
                    $variant="link"
                    disabled={toggle.isPending}
                    onClick={() => toggle.mutate(s)}
                    aria-label={`${s.active ? 'Close' : 'Reopen'} ${s.name}`}
                  >
                    {s.active ? 'Close' : 'Reopen'}
                  </Button>
                </Row>
              ),
            },
          ]}
        />
        <InlineEditor editing={editing} addLabel="Add pickup station" onAdd={() => setEditing('new')}>
          {(station) => <StationEditor station={station} onDone={() => setEditing(null)} />}
        </InlineEditor>
      </Stack>
    </Card>
  );
}
