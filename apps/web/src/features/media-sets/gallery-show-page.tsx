import { Box, Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fileContentPath, galleriesContract, routePath, type Gallery, type RouteDef } from '@harmony/shared';
import { MediaSetPage } from './media-set-page';

/** /galerie/{id}: the gallery as a visitor sees it — its images in order in a grid, with captions and links. */
export function GalleryShowPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  return (
    <MediaSetPage<Gallery> route={route} path={galleriesContract.path} editPath={routePath('galleriesEdit')}>
      {(gallery) => (
        <>
          {gallery.description && <Typography color="text.secondary">{gallery.description}</Typography>}
          {(gallery.items ?? []).length === 0 && <Typography data-testid="gallery-empty">{t('galleries.empty')}</Typography>}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }} data-testid="gallery-view">
            {(gallery.items ?? []).map((item, index) => {
              // A tile is 220 px or more wide: the medium variant stays sharp on a dense screen, the original is wasted.
              const image = (
                <Box component="img" src={fileContentPath(item.file_id, 'medium')} alt={item.alt} loading="lazy"
                  sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              );
              return (
                <Box component="li" key={`${item.file_id}-${index}`} data-testid={`gallery-item-${index}`} data-file={item.file_id}>
                  <Box component="figure" sx={{ m: 0 }}>
                    {item.link ? <MuiLink href={item.link} target="_blank" rel="noopener noreferrer" aria-label={item.alt ? undefined : item.caption || item.link}>{image}</MuiLink> : image}
                    {item.caption && <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>{item.caption}</Typography>}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </>
      )}
    </MediaSetPage>
  );
}
