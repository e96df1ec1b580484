import { useEffect, useState } from 'react';
import { Box, IconButton, Link as MuiLink, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { fileContentPath, routePath, slideActive, slidersContract, type RouteDef, type Slider } from '@harmony/shared';
import { MediaSetPage } from './media-set-page';

type Slide = NonNullable<Slider['slides']>[number];
/** How long a slide stays before the next one (unless the visitor asked for less motion). */
const SLIDE_MS = 6000;

function Carousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const go = (index: number) => setCurrent((index + slides.length) % slides.length);
  useEffect(() => {
    if (paused || slides.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setCurrent((c) => (c + 1) % slides.length), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);
  const slide = slides[current]!;
  // A slide spans the page: the large variant (2048 px) rather than an original of any size.
  const picture = (
    <Box component="picture" sx={{ display: 'block' }}>
      {slide.mobile_file_id && <source media="(max-width: 600px)" srcSet={fileContentPath(slide.mobile_file_id, 'large')} />}
      <Box component="img" src={fileContentPath(slide.file_id, 'large')} alt={slide.alt} sx={{ width: '100%', aspectRatio: '16 / 6', objectFit: 'cover', display: 'block' }} />
    </Box>
  );
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('routes.slidersShow')} sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden' }}
      onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)} data-testid="slider-view">
      <Box aria-live={paused ? 'polite' : 'off'} data-testid={`slide-${current}`} data-file={slide.file_id}>
        {slide.link ? <MuiLink href={slide.link} target="_blank" rel="noopener noreferrer" aria-label={slide.alt ? undefined : slide.title || slide.link}>{picture}</MuiLink> : picture}
        {slide.title && (
          <Typography variant="h5" component="p" sx={{ position: 'absolute', left: 24, bottom: 40, color: 'common.white', textShadow: '0 1px 4px rgba(0,0,0,.7)' }}>
            {slide.title}
          </Typography>
        )}
      </Box>
      {slides.length > 1 && (
        <>
          <IconButton onClick={() => go(current - 1)} aria-label={t('sliders.previous')} data-testid="slide-previous"
            sx={{ position: 'absolute', top: '50%', left: 8, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,.8)' }}>
            <ChevronLeft />
          </IconButton>
          <IconButton onClick={() => go(current + 1)} aria-label={t('sliders.next')} data-testid="slide-next"
            sx={{ position: 'absolute', top: '50%', right: 8, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,.8)' }}>
            <ChevronRight />
          </IconButton>
          <Stack direction="row" spacing={1} sx={{ position: 'absolute', bottom: 12, width: '100%', justifyContent: 'center' }}>
            {slides.map((s, i) => (
              <Box key={`${s.file_id}-${i}`} component="button" type="button" onClick={() => go(i)} aria-label={t('sliders.goTo', { number: i + 1 })}
                aria-current={i === current} sx={{ width: 12, height: 12, p: 0, borderRadius: '50%', border: 0, cursor: 'pointer', bgcolor: i === current ? 'common.white' : 'rgba(255,255,255,.5)' }} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

/** /slidery/{id}: the slider as a visitor sees it now — only the slides within their dates, in order. */
export function SliderShowPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  return (
    <MediaSetPage<Slider> route={route} path={slidersContract.path} editPath={routePath('slidersEdit')}>
      {(slider) => {
        const all = slider.slides ?? [];
        const shown = all.filter((s) => slideActive(s));
        return (
          <>
            {shown.length ? <Carousel slides={shown} /> : <Typography data-testid="slider-none">{t('sliders.none')}</Typography>}
            {all.length > shown.length && <Typography color="text.secondary" data-testid="slider-hidden">{t('sliders.hidden', { count: all.length - shown.length })}</Typography>}
          </>
        );
      }}
    </MediaSetPage>
  );
}
