import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { refName, requiredScopes, resolve, typeLabel, type OperationEntry } from './openApiModel';
import type { MediaType, OpenApiDocument, Operation, Response } from './openApiTypes';
import { DocText } from './DocText';
import { SchemaView } from './SchemaView';

function jsonBody(content: Record<string, MediaType> | undefined): MediaType | undefined {
  if (!content) return undefined;
  return content['application/json'] ?? Object.values(content)[0];
}

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h4" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

/** One call: method and path, what it does, the scopes it needs, its parameters, body and answers. */
export function OperationCard({ doc, entry }: { doc: OpenApiDocument; entry: OperationEntry }) {
  const { method, path, operation, parameters } = entry;
  const body = resolve<NonNullable<Operation['requestBody']>>(doc, operation.requestBody);
  const bodyMedia = jsonBody(body && 'content' in body ? body.content : undefined);
  const scopes = requiredScopes(operation);
  return (
    <Box
      component="article"
      id={entry.id}
      aria-label={`${method.toUpperCase()} ${path}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {/* Neutral on purpose: the theme's info and warning fills are too light for white text (axe color-contrast). */}
        <Chip size="small" variant="outlined" label={method.toUpperCase()} sx={{ fontWeight: 700, fontFamily: 'monospace' }} />
        <Typography component="h3" sx={{ fontFamily: 'monospace', fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {path}
        </Typography>
        {operation.deprecated && <Chip size="small" label="deprecated" variant="outlined" />}
      </Stack>
      {operation.summary && <Typography sx={{ mt: 1, fontWeight: 500 }}>{operation.summary}</Typography>}
      {operation.description && (
        <Typography sx={{ mt: 0.5, color: 'text.secondary', whiteSpace: 'pre-line' }}>
          <DocText text={operation.description} />
        </Typography>
      )}
      {scopes.length > 0 && (
        <Typography component="div" variant="body2" sx={{ mt: 1 }}>
          Scopes:{' '}
          {scopes.map((s) => (
            <Chip key={s} size="small" variant="outlined" label={s} sx={{ mr: 0.5 }} />
          ))}
        </Typography>
      )}
      {parameters.length > 0 && (
        <>
          <Heading>Parameters</Heading>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {parameters.map((p) => (
              <Box component="li" key={`${p.in}-${p.name}`} sx={{ py: 0.5 }}>
                <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                  {p.name}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {p.in}, {typeLabel(doc, p.schema)}
                  {p.required ? ', required' : ''}
                </Typography>
                {p.description && (
                  <Typography variant="body2">
                    <DocText text={p.description} />
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
      {bodyMedia?.schema && (
        <>
          <Heading>{`Request body${refName(bodyMedia.schema) ? `: ${refName(bodyMedia.schema)}` : ''}`}</Heading>
          <SchemaView doc={doc} schema={bodyMedia.schema} />
        </>
      )}
      <Heading>Responses</Heading>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {Object.entries(operation.responses ?? {}).map(([status, value]) => {
          const response = resolve<Response>(doc, value);
          const media = jsonBody(response?.content);
          return (
            <Box component="li" key={status} sx={{ py: 0.75 }}>
              <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, color: status.startsWith('2') ? 'success.dark' : 'error.dark' }}>
                {status}
              </Typography>{' '}
              <Typography component="span" variant="body2">
                <DocText text={[response?.description, media?.schema && `(${typeLabel(doc, media.schema)})`].filter(Boolean).join(' ')} />
              </Typography>
              {status.startsWith('2') && media?.schema && (
                <Box sx={{ mt: 0.5 }}>
                  <SchemaView doc={doc} schema={media.schema} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
