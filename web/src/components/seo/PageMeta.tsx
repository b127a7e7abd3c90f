import { PRODUCT_NAME } from '../../config/product';

interface PageMetaProps {
  /** Page name; the product name is appended ("News | BrokerBridge"). Omit for the home page. */
  title?: string;
  description: string;
}

/** React 19 hoists these into <head>, replacing the previous page's. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} | One API for every broker`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
