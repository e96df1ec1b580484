import Category from '@mui/icons-material/Category';
import Label from '@mui/icons-material/Label';
import { categoriesContract, categoryTypesContract } from '@harmony/shared';
import { headingLink } from './heading-link';

/** Categories and their types link to each other (the types have no menu entry of their own). */
export const CategoryTypesLink = headingLink({
  to: categoryTypesContract.segment, icon: <Label />, label: 'routes.categoryTypes', testId: 'category-types-link',
});

export const CategoriesLink = headingLink({
  to: categoriesContract.segment, icon: <Category />, label: 'routes.categories', testId: 'categories-link',
});
