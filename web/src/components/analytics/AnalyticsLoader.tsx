import { useEffect } from 'react';
import { usePublicConfig } from '../../api/publicConfig';

/** Loads the analytics tag only when an id is configured; by default nothing is loaded. */
export function AnalyticsLoader() {
  const id = usePublicConfig()?.analyticsId;
  useEffect(() => {
    if (!id || document.getElementById('analytics-tag')) return;
    const script = document.createElement('script');
    script.id = 'analytics-tag';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    script.onerror = () => script.remove();
    document.head.appendChild(script);
  }, [id]);
  return null;
}
