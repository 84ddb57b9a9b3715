/**
 * FullCalendar dressed in the admin's theme (light and dark): its CSS variables and a few rules,
 * taken from the design system's theme, and the look of unpublished events.
 */
import { styled } from 'styled-components';

export const CalendarFrame = styled.div`
  --fc-border-color: ${({ theme }) => theme.colors.neutral200};
  --fc-page-bg-color: ${({ theme }) => theme.colors.neutral0};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.neutral100};
  --fc-neutral-text-color: ${({ theme }) => theme.colors.neutral600};
  --fc-today-bg-color: ${({ theme }) => theme.colors.primary100};
  --fc-highlight-color: ${({ theme }) => theme.colors.primary200};
  --fc-list-event-hover-bg-color: ${({ theme }) => theme.colors.primary100};
  --fc-now-indicator-color: ${({ theme }) => theme.colors.danger600};
  --fc-event-selected-overlay-color: rgba(0, 0, 0, 0.15);

  background: ${({ theme }) => theme.colors.neutral0};
  border-radius: ${({ theme }) => theme.borderRadius};
  box-shadow: ${({ theme }) => theme.shadows.tableShadow};
  padding: ${({ theme }) => theme.spaces[4]};
  color: ${({ theme }) => theme.colors.neutral800};
  font-size: ${({ theme }) => theme.fontSizes[1]};

  a {
    color: inherit;
    text-decoration: none;
  }
  .fc-col-header-cell-cushion,
  .fc-list-day-text,
  .fc-list-day-side-text {
    font-weight: ${({ theme }) => theme.fontWeights.semiBold};
    text-transform: uppercase;
    font-size: ${({ theme }) => theme.fontSizes[0]};
    color: ${({ theme }) => theme.colors.neutral600};
  }
  .fc-event {
    cursor: pointer;
    border-radius: 4px;
  }
  .fc-list-event {
    cursor: pointer;
  }

  /* Unpublished events: outlined and striped, so a draft is never mistaken for a live event. */
  .calendar-status-draft,
  .calendar-status-pending,
  .calendar-status-future,
  .calendar-status-private {
    border-style: dashed;
    border-width: 2px;
    background-image: repeating-linear-gradient(
      135deg,
      rgba(255, 255, 255, 0.28) 0 6px,
      transparent 6px 12px
    );
  }
  .calendar-status-trash {
    opacity: 0.55;
    text-decoration: line-through;
  }
`;
