import styled from 'styled-components';
import { humanize } from '../../lib/format';

const tones: Record<string, [string, string]> = {
  pending: ['#fef3c7', '#92400e'],
  confirmed: ['#dbeafe', '#1e40af'],
  processing: ['#e0e7ff', '#3730a3'],
  shipped: ['#cffafe', '#155e75'],
  delivered: ['#dcfce7', '#166534'],
  completed: ['#dcfce7', '#166534'],
  approved: ['#dcfce7', '#166534'],
  paid: ['#dcfce7', '#166534'],
  published: ['#dcfce7', '#166534'],
  cancelled: ['#fee2e2', '#991b1b'],
  rejected: ['#fee2e2', '#991b1b'],
  refunded: ['#f3f4f6', '#374151'],
  unpaid: ['#f3f4f6', '#374151'],
  draft: ['#f3f4f6', '#374151'],
  partially_paid: ['#fef3c7', '#92400e'],
};

const Pill = styled.span<{ $bg: string; $fg: string }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 500;
  background: ${(p) => p.$bg};
  color: ${(p) => p.$fg};
  white-space: nowrap;
`;

export function StatusBadge({ status }: { status: string }) {
  const [bg, fg] = tones[status] ?? ['#f3f4f6', '#374151'];
  return (
    <Pill $bg={bg} $fg={fg}>
      {humanize(status)}
    </Pill>
  );
}
