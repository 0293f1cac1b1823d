import { useState, type FormEvent } from 'react';
import { formatNaira } from 'shared-contracts';
import { withToast, errorMessage } from 'shop-sdk';
import { NIGERIAN_STATES, type NigerianState } from 'shared-contracts/schemas/orders';
import { zoneInputSchema, type DeliveryZone } from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { Field, Select, TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable } from '../../../components/common/data-table';
import { InlineEditor, type Editing } from '../../../components/common/editing';
import { settingsApi } from 'shop-sdk/admin';
import { useSettingsChange } from '../../../hooks/api/settings';
import { numberOrNull, saveChecked } from './save';
import { useSettingsForm } from './use-settings-form';

function ZoneForm({ zone, onDone }: { zone: DeliveryZone | null; onDone: () => void }) {
  const { form, setErrors, field } = useSettingsForm({
    name: zone?.name ?? '',
    fee: zone ? String(zone.fee) : '',
    free_from: zone?.free_from === null || !zone ? '' : String(zone.free_from),
    min_days: zone ? String(zone.min_days) : '',
    max_days: zone ? String(zone.max_days) : '',
  });
  const change = useSettingsChange((body: Parameters<typeof settingsApi.createZone>[0]) =>
    zone ? settingsApi.updateZone(zone.id, body) : settingsApi.createZone(body),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveChecked(
      zoneInputSchema,
      {
        name: form.name,
        fee: numberOrNull(form.fee),
        free_from: numberOrNull(form.free_from),
        min_days: numberOrNull(form.min_days),
        max_days: numberOrNull(form.max_days),
      },
      (body) => change.mutateAsync(body),
      setErrors,
      'zone',
    );
    if (saved) onDone();
  };
  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={zone ? `Edit ${zone.name}` : 'Add zone'}>
      <CardTitle>{zone ? `Edit ${zone.name}` : 'Add zone'}</CardTitle>
      <Stack $gap={12}>
        <TextField label="Zone name" {...field('name')} />
        <TextField label="Delivery fee (₦)" type="number" inputMode="decimal" {...field('fee')} />
        <TextField
          label="Free delivery from (₦)"
          hint="Leave empty when delivery is never free"
          type="number"
          inputMode="decimal"
          {...field('free_from')}
        />
        <Row $wrap>
          <TextField
            label="Earliest (working days)"
            type="number"
            inputMode="numeric"
            {...field('min_days')}
          />
          <TextField label="Latest (working days)" type="number" inputMode="numeric" {...field('max_days')} />
        </Row>
        <Row $justify="flex-end">
          <Button $variant="secondary" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={change.isPending}>
            {zone ? 'Save zone' : 'Add zone'}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}

function MoveState({ zones }: { zones: DeliveryZone[] }) {
  const [state, setState] = useState<NigerianState>('Lagos');
  const [zoneId, setZoneId] = useState(String(zones[0]?.id ?? ''));
  const move = useSettingsChange(({ id, to }: { id: number; to: NigerianState }) =>
    settingsApi.moveState(id, to),
  );
  const current = zones.find((z) => z.states.includes(state));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = zones.find((z) => z.id === Number(zoneId));
    if (!target) return;
    await withToast(() => move.mutateAsync({ id: target.id, to: state }), {
      loading: `Moving ${state}...`,
      success: `${state} is now in ${target.name}`,
      error: (e) => errorMessage(e, `Failed to move ${state}!`),
    }).catch(() => undefined);
  };
  return (
    <Row as="form" onSubmit={submit} $wrap aria-label="Move a state to another zone">
      <Field label="State" hint={current ? `Now in ${current.name}` : undefined}>
        <Select value={state} onChange={(e) => setState(e.target.value as NigerianState)}>
          {NIGERIAN_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Move to zone">
        <Select value={zoneId} onChange={(e) => setZoneId(e.target.value)}>
          {zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" $variant="secondary" disabled={move.isPending}>
        Move state
      </Button>
    </Row>
  );
}

/** The zones with their states, fees, thresholds and estimates; every state sits in exactly one zone. */
export function ZonesSection({ zones }: { zones: DeliveryZone[] }) {
  const [editing, setEditing] = useState<Editing<DeliveryZone>>(null);
  const remove = useSettingsChange(settingsApi.deleteZone);
  return (
    <Card aria-labelledby="zones-title">
      <CardTitle id="zones-title">Delivery zones</CardTitle>
      <Stack $gap={12}>
        <Muted>
          Every one of the 36 states and the FCT is in exactly one zone. Home delivery costs the zone’s fee,
          and is free when the order (after discounts) reaches the zone’s threshold.
        </Muted>
        <DataTable
          stack
          rows={zones}
          rowKey={(z) => z.id}
          columns={[
            { header: 'Zone', cell: (z) => <strong>{z.name}</strong>, noWrap: true },
            { header: 'States', cell: (z) => z.states.join(', ') || <Muted as="span">No state</Muted> },
            { header: 'Fee', cell: (z) => formatNaira(z.fee), num: true },
            {
              header: 'Free from',
              cell: (z) => (z.free_from === null ? 'Never' : formatNaira(z.free_from)),
              num: true,
            },
            { header: 'Arrives in', cell: (z) => `${z.min_days}–${z.max_days} working days`, noWrap: true },
            {
              header: <VisuallyHidden>Actions</VisuallyHidden>,
              cell: (z) => (
                <Row>
                  <Button $small $variant="link" onClick={() => setEditing(z)} aria-label={`Edit ${z.name}`}>
                    Edit
                  </Button>
                  {z.states.length === 0 && (
                    <Button
                      $small
                      $variant="link"
                      aria-label={`Delete ${z.name}`}
                      onClick={() =>
                        void withToast(() => remove.mutateAsync(z.id), {
                          loading: 'Deleting zone...',
                          success: 'Zone deleted!',
                          error: (e) => errorMessage(e, 'Failed to delete zone!'),
                        }).catch(() => undefined)
                      }
                    >
                      Delete
                    </Button>
                  )}
                </Row>
              ),
            },
          ]}
        />
        <MoveState zones={zones} />
        <InlineEditor editing={editing} addLabel="Add zone" onAdd={() => setEditing('new')}>
          {(zone) => <ZoneForm zone={zone} onDone={() => setEditing(null)} />}
        </InlineEditor>
      </Stack>
    </Card>
  );
}
