/**
 * /products/import: bring products in from a Shopify store or a CSV file; once started, the
 * import's progress (kept in the address as ?import=<id>, so a reload or a later visit shows it).
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { CsvImport } from './csv-import';
import { ImportProgress } from './import-progress';
import { BackToProducts } from './page-parts';
import { ShopifyImport } from './shopify-import';

export function ImportView() {
  const { t } = useTranslation('products');
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const started = (id: string) => setParams({ import: id });
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackToProducts />
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold tracking-tight">{t('importPage.title')}</h1>
        <p className="text-muted-foreground">{t('importPage.subtitle')}</p>
        <p className="text-sm">
          <Link to="/help/import-products" className="text-primary underline-offset-4 hover:underline">
            {t('importPage.guide')}
          </Link>
        </p>
      </header>
      {importId ? (
        <ImportProgress id={importId} onAnother={() => setParams({})} />
      ) : (
        <Tabs defaultValue="shopify" className="space-y-4">
          <TabsList>
            <TabsTrigger value="shopify">{t('importPage.shopify')}</TabsTrigger>
            <TabsTrigger value="csv">{t('importPage.csv')}</TabsTrigger>
          </TabsList>
          <TabsContent value="shopify">
            <ShopifyImport onStarted={started} />
          </TabsContent>
          <TabsContent value="csv">
            <CsvImport onStarted={started} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
