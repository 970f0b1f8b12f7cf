// @ts-nocheck
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';
import { must } from '../shared/must.ts';

createRoot(must(document.getElementById('root'), 'the #root element')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
