import { Box } from '@mui/material';

/** The enrolment offer as the server answers it (server/admin/second-factor.ts `secretOffer`). */
export interface SecretOffer {
  secret: string;
  uri: string;
  qr: { size: number; path: string };
}

/** The QR code quiet zone: four modules of white all round, as the standard asks for scanning. */
const QUIET = 4;

/**
 * The otpauth:// address as a QR code, drawn from the server's module path (no QR library in the
 * back office's script): black modules on a white square, whatever the theme, so a phone reads it.
 */
export function TotpQr({ qr, label }: { qr: SecretOffer['qr']; label: string }) {
  const side = qr.size + QUIET * 2;
  return (
    <Box
      component="svg"
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="totp-qr"
      sx={{ display: 'block', width: 200, height: 200, mx: 'auto', my: 1 }}
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </Box>
  );
}

/** A secret in groups of four for typing by hand (`JBSW Y3DP …`); authenticator apps ignore the spaces. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
