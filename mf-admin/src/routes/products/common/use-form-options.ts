import { useAttributes } from '../../../hooks/api/attributes';
import { useAdminCategories } from '../../../hooks/api/categories';

/** Categories and attributes the product form chooses from. */
export function useFormOptions() {
  const categories = useAdminCategories();
  const attributes = useAttributes();
  return {
    categories: categories.data,
    attributes: attributes.data,
    isPending: categories.isPending || attributes.isPending,
    error: categories.error ?? attributes.error,
    refetch: () => {
      void categories.refetch();
      void attributes.refetch();
    },
  };
}
