// The alerts feature's public entry: the alert-preference cards other pages embed.
export { AlertsAndCalendarCard } from "./components/alerts-and-calendar-card";
export { CompanyAlertDaysCard } from "./components/company-alert-days-card";
