/// <reference types="google.maps" />
import { useEffect, useRef } from 'react';
import { APIProvider, useMapsLibrary } from '@vis.gl/react-google-maps';

interface Props {
  apiKey: string;
  language: string;
  inputId: string;
  onSuggestions: (texts: string[]) => void;
  onUnavailable: () => void;
}

const DEBOUNCE_MS = 250;

/** Feeds the input's datalist with Places suggestions as the visitor types (Places API "New"). */
function Suggest({ language, inputId, onSuggestions }: Omit<Props, 'apiKey' | 'onUnavailable'>) {
  const places = useMapsLibrary('places');
  const token = useRef<google.maps.places.AutocompleteSessionToken | null>(null);
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!places || !(input instanceof HTMLInputElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const onInput = () => {
      clearTimeout(timer);
      const text = input.value.trim();
      if (text.length < 3) return onSuggestions([]);
      timer = setTimeout(async () => {
        const request = ++latest;
        token.current ??= new places.AutocompleteSessionToken();
        try {
          const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
            input: text,
            language,
            includedRegionCodes: ['sa'],
            sessionToken: token.current,
          });
          if (request === latest)
            onSuggestions(suggestions.map((item) => item.placePrediction?.text.text ?? '').filter(Boolean));
        } catch {
          // Suggestions are a convenience: the field keeps working as plain text.
          onSuggestions([]);
        }
      }, DEBOUNCE_MS);
    };
    input.addEventListener('input', onInput);
    // The visitor may have typed while the library was loading.
    if (document.activeElement === input) onInput();
    return () => {
      clearTimeout(timer);
      input.removeEventListener('input', onInput);
    };
  }, [places, inputId, language, onSuggestions]);
  return null;
}

/** Browser only (address-input.tsx imports it lazily): loads the maps script with the places library. */
export default function PlacesSuggestions({ apiKey, language, inputId, onSuggestions, onUnavailable }: Props) {
  return (
    <APIProvider apiKey={apiKey} language={language} region="SA" onError={onUnavailable}>
      <Suggest language={language} inputId={inputId} onSuggestions={onSuggestions} />
    </APIProvider>
  );
}
