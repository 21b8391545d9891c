import { lazy, Suspense, useCallback, useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { fieldIds, type FieldBaseProps } from '../form/field';
import { useIdPrefix } from '../form/form-context';
import { TextInput } from '../form/text-input';
import { MapsBoundary } from './maps-boundary';

const PlacesSuggestions = lazy(() => import('./places-suggestions'));

type Props = FieldBaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required' | 'className' | 'list'>;

/**
 * An address or city field: Places suggestions (a datalist) when the maps script is configured
 * and loads, a plain text input otherwise. The value is always what the visitor typed or picked.
 */
export function AddressInput(props: Props) {
  const { i18n } = useTranslation();
  const { mapsApiKey } = useRuntimeConfig();
  const [enhance, setEnhance] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const controlId = fieldIds(props.name, useIdPrefix()).controlId;
  const listId = `${controlId}-suggestions`;

  // After hydration only, so the server and the first browser render agree.
  useEffect(() => setEnhance(Boolean(mapsApiKey)), [mapsApiKey]);
  const onUnavailable = useCallback(() => {
    setEnhance(false);
    setSuggestions([]);
  }, []);

  return (
    <>
      <TextInput
        {...props}
        autoComplete={props.autoComplete ?? 'address-level2'}
        list={enhance && suggestions.length ? listId : undefined}
      />
      {enhance && (
        <>
          <datalist id={listId}>
            {suggestions.map((text) => (
              <option key={text} value={text} />
            ))}
          </datalist>
          <MapsBoundary onError={onUnavailable}>
            <Suspense fallback={null}>
              <PlacesSuggestions
                apiKey={mapsApiKey}
                language={i18n.language}
                inputId={controlId}
                onSuggestions={setSuggestions}
                onUnavailable={onUnavailable}
              />
            </Suspense>
          </MapsBoundary>
        </>
      )}
    </>
  );
}
