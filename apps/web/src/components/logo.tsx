import { Box } from '@mui/material';

/** The Harmony mark (a clock in the brand colour), with the application name beside it. */
/** `compact`: the name gives way on phones, where the top bar needs the room for its buttons. */
export function Logo({ name, size = 32, compact = false }: { name?: string; size?: number; compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box component="svg" viewBox="0 0 512 512" aria-hidden="true" sx={{ width: size, height: size, flexShrink: 0 }}>
        <rect width="512" height="512" rx="96" fill="#f5b135" />
        <circle cx="256" cy="256" r="150" fill="none" stroke="#1f1f1f" strokeWidth="36" />
        <path d="M256 150v106l72 48" fill="none" stroke="#1f1f1f" strokeWidth="36" strokeLinecap="round" strokeLinejoin="round" />
      </Box>
      {name && (
        <Box component="span" sx={{ fontWeight: 600, fontSize: '1.1rem', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', display: compact ? { xs: 'none', sm: 'inline' } : 'inline' }}>
          {name}
        </Box>
      )}
    </Box>
  );
}
