import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNaira, type Product } from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { theme } from 'shared-contracts/ui/theme';
import { AdminPageHeader, Count } from '../../../components/common/layout';
import { DataTable } from '../../../components/common/data-table';
import { FilterSelect, ListFilters, PagedListCard } from '../../../components/common/list-page';
import { StatusBadge } from '../../../components/common/status-badge';
import { useAdminCategories } from '../../../hooks/api/categories';
import { useDeleteProduct, useProducts } from '../../../hooks/api/products';
import { ConfirmDelete } from '../../../components/common/confirm-delete';
import { RowActions } from '../../../components/common/row-actions';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { useListParams } from '../../../hooks/use-list-params';

const PAGE_SIZE = 20;
const PUBLISHED_OPTIONS = [
  { value: 'true' as const, label: 'Published' },
  { value: 'false' as const, label: 'Drafts' },
];

const Thumb = styled.img`
  display: block;
  width: 40px;
  height: 40px;
  flex: none;
  object-fit: cover;
  border-radius: 6px;
  background: ${theme.surface};
`;

/** Every variant's stock added up. */
const stockOf = (product: Product) => product.variants.reduce((sum, v) => sum + v.stock, 0);

export default function ProductListPage() {
  const params = useListParams<'search' | 'category' | 'published'>();
  const search = params.get('search');
  const category = params.get('category');
  const publishedParam = params.get('published');
  const published = publishedParam === 'true' || publishedParam === 'false' ? publishedParam : '';
  const categories = useAdminCategories();
  const products = useProducts({
    ...(search ? { search } : {}),
    ...(category ? { category } : {}),
    ...(published ? { published } : {}),
    page: params.page,
    page_size: PAGE_SIZE,
  });
  const remove = useDeleteProduct();
  const deletion = useDeleteFlow<Product>('product', remove.mutateAsync);

  return (
    <>
      <AdminPageHeader
        title="Products"
        subtitle="Everything in the catalogue, published or not."
        actions={<ButtonLink to="/admin/products/add-product">Add product</ButtonLink>}
      />
      <Stack>
        {deletion.refusal ? <Banner tone="error">{deletion.refusal}</Banner> : null}
        <PagedListCard
          filters={
            <ListFilters params={params} search="Search products by name or SKU">
              <FilterSelect
                label="Category"
                all="All categories"
                options={(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))}
                value={category}
                onChange={(value) => params.set('category', value)}
              />
              <FilterSelect
                label="Published"
                all="Published and drafts"
                options={PUBLISHED_OPTIONS}
                value={published}
                onChange={(value) => params.set('published', value)}
              />
            </ListFilters>
          }
          query={products}
          loading="Loading products…"
          empty="No products match these filters."
          params={params}
        >
          {(page) => (
            <DataTable
              rows={page.results}
              rowKey={(product) => product.id}
              columns={[
                {
                  header: 'Product',
                  cell: (product) => (
                    <Row $wrap={false}>
                      {product.image ? (
                        <Thumb src={product.image.url} alt="" width={40} height={40} />
                      ) : (
                        <Thumb as="span" />
                      )}
                      <span>
                        <Link to={`/admin/products/view-product/${product.id}`}>{product.name}</Link>
                        <br />
                        <Muted as="span">
                          {product.variants.length} variant{product.variants.length === 1 ? '' : 's'}
                        </Muted>
                      </span>
                    </Row>
                  ),
                },
                { header: 'Category', cell: (product) => product.category.name },
                {
                  header: 'Status',
                  cell: (product) => <StatusBadge status={product.published ? 'published' : 'draft'} />,
                },
                { header: 'Price', num: true, cell: (product) => formatNaira(product.price) },
                {
                  header: 'Stock',
                  num: true,
                  cell: (product) => {
                    const stock = stockOf(product);
                    return <Count $warn={stock === 0}>{stock}</Count>;
                  },
                },
                {
                  header: <VisuallyHidden>Actions</VisuallyHidden>,
                  cell: (product) => (
                    <RowActions name={product.name} onDelete={() => deletion.setToDelete(product)}>
                      <Link
                        to={`/admin/products/view-product/${product.id}`}
                        aria-label={`View ${product.name}`}
                      >
                        View
                      </Link>
                      <Link
                        to={`/admin/products/edit-product/${product.id}`}
                        aria-label={`Edit ${product.name}`}
                      >
                        Edit
                      </Link>
                    </RowActions>
                  ),
                },
              ]}
            />
          )}
        </PagedListCard>
      </Stack>
      <ConfirmDelete flow={deletion} confirmLabel="Delete product">
        The product and its variants and images are removed from the shop.
      </ConfirmDelete>
    </>
  );
}
