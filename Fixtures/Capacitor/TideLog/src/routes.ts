import { App, type URLOpenListenerEvent } from '@capacitor/app';

import { logReading, showToday } from './readings';

/** Routes the tidelog:// links that the App Intents in ios/App/App/Intents open. */
export function listenForIntentLinks(): void {
  App.addListener('appUrlOpen', (event: URLOpenListenerEvent) => {
    const url = new URL(event.url);
    switch (url.host) {
      case 'log':
        logReading(url.searchParams.get('station') ?? '', Number(url.searchParams.get('height')));
        break;
      case 'today':
        showToday();
        break;
    }
  });
}
