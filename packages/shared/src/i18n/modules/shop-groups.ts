import type { Catalogue } from './types.js';

/** Texts of the shop (issue 25): the product categories (API groups) and the assignment of products to them. */
const pl = {
  groups: {
    fields: {
      id: 'ID',
      name: 'nazwa',
      slug: 'slug',
      parent_id: 'kategoria nadrzędna',
      position: 'pozycja',
      description: 'opis',
      image_id: 'obrazek',
      active: 'aktywna',
      related_ids: 'powiązane kategorie',
      group_id: 'kategoria',
      products_count: 'produkty',
      created_at: 'utworzono',
      updated_at: 'zmieniono',
      descendants: 'z podkategoriami',
      sku: 'SKU',
      price_gross: 'cena brutto',
      stock: 'stan',
    },
    row: '{{field}} w wierszu {{row}}',
    hasChildren: 'Nie można usunąć kategorii, która ma podkategorie. Najpierw przenieś lub usuń podkategorie.',
    relatedSelf: 'Kategoria nie może być powiązana sama ze sobą.',
    relatedSaved: 'Zapisano powiązane kategorie.',
    root: '— brak (kategoria główna) —',
    products: 'Produkty w kategorii',
    withDescendants: 'Z podkategoriami',
    noProducts: 'Brak produktów w tej kategorii.',
    inactive: 'nieaktywna',
    productsLoadFailed: 'Nie udało się wczytać produktów.',
  },
};

const en: Catalogue<typeof pl> = {
  groups: {
    fields: {
      id: 'ID',
      name: 'name',
      slug: 'slug',
      parent_id: 'parent category',
      position: 'position',
      description: 'description',
      image_id: 'image',
      active: 'active',
      related_ids: 'related categories',
      group_id: 'category',
      products_count: 'products',
      created_at: 'created',
      updated_at: 'updated',
      descendants: 'with subcategories',
      sku: 'SKU',
      price_gross: 'gross price',
      stock: 'stock',
    },
    row: '{{field}} in row {{row}}',
    hasChildren: 'A category with subcategories cannot be deleted. Move or delete its subcategories first.',
    relatedSelf: 'A category cannot be related to itself.',
    relatedSaved: 'Related categories saved.',
    root: '— none (top-level category) —',
    products: 'Products in the category',
    withDescendants: 'With subcategories',
    noProducts: 'No products in this category.',
    inactive: 'inactive',
    productsLoadFailed: 'The products could not be loaded.',
  },
};

export const shopGroupsI18n = { pl, en };
