import { Stack } from 'expo-router';

import { IntentHandler } from '../components/IntentHandler';

export default function RootLayout() {
  return (
    <>
      <IntentHandler />
      <Stack />
    </>
  );
}
