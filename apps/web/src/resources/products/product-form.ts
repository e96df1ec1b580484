import { productInput, type ProductAttributeValueWire } from '@harmony/shared';
import { imageListField, imagesFromRecord, imagesToBody } from '../../components/resource/form/image-list';
import type { ResourceForm, ResourceRow } from '../../components/resource/types';
import { AttributeInputs } from './attribute-inputs';
import { GROUPS_PATH, PRODUCT_TYPES_PATH } from './product-options';
import { section } from './form-section';
import { seoFields } from '../../components/seo/seo-fields';

const always = () => true;

/**
 * The product form (/produkty/dodaj, /produkty/{id}/edytuj) on the shared productInput: basic data, the
 * price (net with its VAT rate, the gross shown), stock, categories, the type and its attribute inputs, the
 * description, ordered images with a main one, SEO with a search-result preview.
 */
export const productForm: ResourceForm = {
  schema: productInput,
  testId: 'product-form',
  fields: [
    section('basic'),
    { name: 'name', kind: 'text', span: 6 },
    { name: 'slug', kind: 'text', span: 6 },
    { name: 'sku', kind: 'text', span: 4 },
    { name: 'ean', kind: 'text', span: 4 },
    { name: 'active', kind: 'switch', span: 4 },
    section('price'),
    { name: 'price_net', kind: 'money', vatField: 'vat_rate', span: 6 },
    { name: 'stock', kind: 'number', span: 2 },
    { name: 'low_stock_threshold', kind: 'number', span: 2 },
    { name: 'allow_backorder', kind: 'switch', span: 2 },
    section('catalogue'),
    { name: 'group_ids', kind: 'tree', optionsPath: GROUPS_PATH, multiple: true, span: 6 },
    { name: 'product_type_id', kind: 'relation', optionsPath: PRODUCT_TYPES_PATH, span: 6 },
    { name: 'attribute_values', kind: 'custom', component: AttributeInputs, wide: true },
    section('content'),
    { name: 'description', kind: 'richText', wide: true },
    imageListField('products.fields'),
    section('seo'),
    { name: 'seo_title', kind: 'custom', component: seoFields('products.fields', 'name'), wide: true },
    // Edited inside the money field and the SEO fields above: declared so the form starts with their values.
    { name: 'vat_rate', kind: 'text', hidden: always },
    { name: 'seo_description', kind: 'text', hidden: always },
  ],
  defaults: {
    name: '', slug: '', sku: '', ean: '', active: true, price_net: null, vat_rate: 23, stock: 0, low_stock_threshold: 0, allow_backorder: false,
    group_ids: [], product_type_id: null, attribute_values: [], description: '', images: [], seo_title: '', seo_description: '',
  },
  fromRecord: (record: ResourceRow) => ({
    ...record,
    slug: record.slug ?? '',
    ean: record.ean ?? '',
    // "zw." is null on the wire; '' in the form, so the defaults' 23 does not take its place.
    vat_rate: record.vat_rate ?? '',
    images: imagesFromRecord(record.images),
  }),
  toBody: (values) => ({
    ...values,
    vat_rate: values.vat_rate === '' || values.vat_rate === undefined ? null : values.vat_rate,
    images: imagesToBody(values.images),
    attribute_values: ((values.attribute_values as ProductAttributeValueWire[] | undefined) ?? [])
      .map(({ attribute_id, value, value_ids, file_id }) => ({ attribute_id, value: value ?? null, value_ids: value_ids ?? [], file_id: file_id ?? null })),
  }),
};
