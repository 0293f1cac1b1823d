import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDate, lagosToday } from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import { holidayInputSchema, type PublicHoliday } from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input, TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable } from '../../../components/common/data-table';
import { settingsApi } from 'shop-sdk/admin';
import { useSettingsChange } from '../../../hooks/api/settings';
import { saveChecked } from './save';
import { useSettingsForm } from './use-settings-form';

const AddRow = styled(Row)`
  align-items: flex-start;
  & > :first-child {
    flex: 0 1 190px;
  }
  & > :nth-child(2) {
    flex: 1 1 220px;
  }
`;

const weekday = new Intl.DateTimeFormat('en-NG', { weekday: 'short', timeZone: 'UTC' });

/**
 * Public holidays: the shop does not dispatch on them, so delivery windows skip them like weekends (checkout,
 * /shipping). Past ones stay listed below the coming ones; each change goes to the history.
 */
export function HolidaysSection({ holidays }: { holidays: PublicHoliday[] }) {
  const today = lagosToday();
  const [showPast, setShowPast] = useState(false);
  const coming = holidays.filter((h) => h.date >= today);
  const past = holidays.filter((h) => h.date < today);
  const { form, setForm, errors, setErrors, field } = useSettingsForm({ date: '', name: '' });
  const add = useSettingsChange(settingsApi.addHoliday);
  const remove = useSettingsChange((h: PublicHoliday) =>
    withToast(() => settingsApi.removeHoliday(h.id), {
      loading: 'Removing holiday...',
      success: `${h.name} removed`,
      error: (e) => errorMessage(e, 'Failed to remove the holiday!'),
    }),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveChecked(
      holidayInputSchema,
      form,
      (body) => add.mutateAsync(body),
      setErrors,
      'holiday',
    );
    if (saved) setForm({ date: '', name: '' });
  };
  const rows = showPast ? [...past, ...coming] : coming;
  return (
    <Card aria-labelledby="holidays-title">
      <CardTitle id="holidays-title">Public holidays</CardTitle>
      <Stack $gap={12}>
        <Muted>
          No order is dispatched on these days: delivery dates skip them like weekends. Eid and Eid-el-Maulud
          follow the moon; change their dates when the Federal Government announces them.
        </Muted>
        {rows.length === 0 ? <Muted>No public holidays to come.</Muted> : null}
        <DataTable
          stack
          label="Public holidays"
          rows={rows}
          rowKey={(h) => h.id}
          columns={[
            {
              header: 'Date',
              noWrap: true,
              cell: (h) => `${weekday.format(new Date(`${h.date}T00:00:00Z`))} ${formatDate(h.date)}`,
            },
            { header: 'Holiday', cell: (h) => h.name },
            {
              header: <VisuallyHidden>Actions</VisuallyHidden>,
              cell: (h) => (
                <Button
                  $small
                  $variant="link"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(h)}
                  aria-label={`Remove ${h.name} (${h.date})`}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
        {past.length > 0 ? (
          <Row>
            <Button $small $variant="link" onClick={() => setShowPast((shown) => !shown)}>
              {showPast
                ? 'Hide past holidays'
                : `Show ${past.length} past ${past.length === 1 ? 'holiday' : 'holidays'}`}
            </Button>
          </Row>
        ) : null}
        <form onSubmit={submit} noValidate aria-label="Add public holiday">
          <AddRow>
            <Field label="Date" error={errors.date?.[0]}>
              <Input type="date" value={form.date} onChange={field('date').onChange} />
            </Field>
            <TextField label="Holiday" placeholder="Eid al-Fitr" {...field('name')} />
          </AddRow>
          <Row $justify="flex-end">
            <Button type="submit" $variant="secondary" disabled={add.isPending}>
              Add holiday
            </Button>
          </Row>
        </form>
      </Stack>
    </Card>
  );
}
