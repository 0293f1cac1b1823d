import type { Attribute, AttributeInput } from 'shared-contracts';
import { Muted, Row } from 'shared-contracts/ui/layout';
import { ListWithFormPage } from '../../../components/common/list-with-form-page';
import {
  useAttributes,
  useCreateAttribute,
  useDeleteAttribute,
  useUpdateAttribute,
} from '../../../hooks/api/attributes';
import { AttributeForm, Chip } from './components/attribute-form';

export default function AttributeListPage() {
  return (
    <ListWithFormPage<Attribute, AttributeInput>
      title="Attributes"
      subtitle="Variant options such as size or colour, with their values."
      noun="attribute"
      resource={{
        list: useAttributes(),
        create: useCreateAttribute(),
        update: useUpdateAttribute(),
        remove: useDeleteAttribute(),
      }}
      columns={[
        { header: 'Name', cell: (attribute) => <strong>{attribute.name}</strong> },
        {
          header: 'Values',
          cell: (attribute) => (
            <Row>
              {attribute.values.length === 0 ? (
                <Muted as="span">No values</Muted>
              ) : (
                attribute.values.map((value) => <Chip key={value}>{value}</Chip>)
              )}
            </Row>
          ),
        },
      ]}
      form={({ item, onSave, onDone }) => <AttributeForm attribute={item} onSave={onSave} onDone={onDone} />}
      deleteNote="An attribute can only be deleted when no product variant uses it."
    />
  );
}
