import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: -100,
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[4],
  '&:focus': { top: theme.spacing(1) },
}));

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the top bar and menu to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return <Anchor href={`#${MAIN_CONTENT_ID}`}>{t('app.skipToContent')}</Anchor>;
}
