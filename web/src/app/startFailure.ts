export const START_FAILURE_MESSAGE = 'This page could not finish loading. Check your connection, then reload.';

/**
 * Says so when the client could not start (a chunk that did not arrive: a dropped connection, or a
 * deploy between the page and its scripts), with a button that reloads. Without it a prerendered
 * page stayed on screen with its controls disabled and nothing said why; any other page stayed
 * blank. Plain DOM, styled through the CSSOM: React and MUI may be what failed to load.
 */
export function showStartFailure(reload: () => void = () => window.location.reload()): void {
  document.getElementById('start-failure')?.remove();
  const notice = document.createElement('div');
  notice.id = 'start-failure';
  notice.setAttribute('role', 'alert');
  Object.assign(notice.style, {
    position: 'fixed',
    left: '16px',
    right: '16px',
    bottom: '16px',
    zIndex: '2000',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px',
    padding: '12px 16px',
    borderRadius: '10px',
    background: '#1f2937',
    color: '#ffffff',
    font: '16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.3)',
  });
  const text = document.createElement('span');
  text.textContent = START_FAILURE_MESSAGE;
  text.style.flex = '1 1 240px';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  Object.assign(button.style, {
    font: 'inherit',
    fontWeight: '600',
    padding: '6px 16px',
    border: '0',
    borderRadius: '8px',
    background: '#ffffff',
    color: '#1f2937',
    cursor: 'pointer',
  });
  button.addEventListener('click', reload);
  notice.append(text, button);
  document.body.appendChild(notice);
}
