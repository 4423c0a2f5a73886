/** /products/:id: one product, its photos, fields and outputs (signed in). */
import { useParams } from 'react-router';
import { ProductView } from '@web/features/products/product-view';

export default function ProductPage() {
  const { id = '' } = useParams();
  return <ProductView key={id} id={id} />;
}
