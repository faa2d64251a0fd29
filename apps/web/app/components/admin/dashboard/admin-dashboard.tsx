import { formatMoney, type Currency } from "@investar/core";
import type { AdminDashboard } from "@investar/contract/pages/dashboard";
import { BarChart } from "./bar-chart.tsx";
import { DashboardPanel, Legend } from "./dashboard-panel.tsx";

const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-IN", { month: "short", year: "2-digit", timeZone: "UTC" });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
const formatMonth = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`));
const sum = (rows: Array<{ count: number }>) => rows.reduce((total, row) => total + row.count, 0);

/** Whole rupees or dollars on the axis; the CSV has the paise and cents. */
const moneyAxis = (currency: Currency) => (minor: number) => formatMoney(Math.round(minor / 100) * 100, currency).replace(/\.00$/, "");

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="card dashboard-figure">
      <p className="dashboard-figure__label">{label}</p>
      <p className="dashboard-figure__value">{value}</p>
      {note ? <p className="dashboard-figure__note">{note}</p> : null}
    </div>
  );
}

/** /admin's dashboard (ADR 0030): the last 30 days, 12 months of revenue, and what is in service. */
export function AdminDashboardView({ dashboard }: { dashboard: AdminDashboard }) {
  const days = dashboard.signups.map((day) => day.day);
  const { trialConversion: conversion, autoRenew } = dashboard;
  const upcomingAmount = (["INR", "USD"] as const)
    .filter((currency) => autoRenew.upcoming.amount[currency] > 0)
    .map((currency) => formatMoney(autoRenew.upcoming.amount[currency], currency))
    .join(" and ");
  const editions = dashboard.activeSubscriptions.map((row) => `${row.kind === "mobile" ? "Mobile " : ""}${row.edition}`);
  // Each two-bar chart's legend names its series, in the chart's order and tones.
  const signupSeries = [
    { name: "Sign-ups", values: dashboard.signups.map((d) => d.count), tone: "primary" as const },
    { name: "Trials started", values: dashboard.trials.map((d) => d.count), tone: "accent" as const },
  ];
  const autoRenewSeries = [
    { name: "Failed debits", values: autoRenew.months.map((row) => row.failed), tone: "accent" as const },
    { name: "Recovered by a retry", values: autoRenew.months.map((row) => row.recovered), tone: "primary" as const },
  ];
  const revenueChart = (currency: Currency) => (
    <DashboardPanel title={`Revenue in ${currency}, net of GST`} csv="revenue">
      <BarChart
        title={`Revenue in ${currency} per month, net of GST`}
        categories={dashboard.revenue[currency].map((month) => month.month)}
        series={[{ name: currency, values: dashboard.revenue[currency].map((month) => month.amount), tone: "primary" }]}
        formatCategory={formatMonth}
        labelEvery={2}
        formatValue={moneyAxis(currency)}
      />
    </DashboardPanel>
  );
  return (
    <div className="dashboard">
      <p className="dashboard__period">
        Last 30 days in India: {formatDay(dashboard.from)} to {formatDay(dashboard.to)}.
      </p>
      <div className="dashboard__figures">
        <Figure label="Sign-ups" value={String(sum(dashboard.signups))} />
        <Figure label="Trials started" value={String(sum(dashboard.trials))} />
        <Figure
          label="Trial to paid"
          value={conversion.percent === null ? "–" : `${conversion.percent}%`}
          note={`${conversion.converted} of ${conversion.trials} trials have paid`}
        />
        <Figure label="Webinar registrations" value={String(sum(dashboard.webinarRegistrations))} />
        <Figure label="Active auto-renew mandates" value={String(autoRenew.activeMandates)} />
        <Figure
          label="Auto-renew debits in the next 7 days"
          value={String(autoRenew.upcoming.count)}
          note={upcomingAmount === "" ? "Nothing will be charged" : `${upcomingAmount} to be charged`}
        />
      </div>
      <div className="dashboard__charts">
        <DashboardPanel title="Sign-ups and trials per day" csv="daily" legend={<Legend items={signupSeries} />}>
          <BarChart
            title="Sign-ups and trials started per day"
            categories={days}
            series={signupSeries}
            formatCategory={formatDay}
            labelEvery={7}
          />
        </DashboardPanel>
        {revenueChart("INR")}
        {revenueChart("USD")}
        <DashboardPanel title="Subscriptions in service by edition" csv="subscriptions">
          {editions.length === 0 ? (
            <p>No subscription is in service.</p>
          ) : (
            <BarChart
              title="Subscriptions in service by edition"
              categories={editions}
              series={[{ name: "Subscriptions", values: dashboard.activeSubscriptions.map((row) => row.count), tone: "primary" }]}
            />
          )}
        </DashboardPanel>
        <DashboardPanel title="Auto-renew debits per month" csv="auto-renew" legend={<Legend items={autoRenewSeries} />}>
          <BarChart
            title="Auto-renew debits that failed, and renewals a retry recovered, per month"
            categories={autoRenew.months.map((row) => row.month)}
            series={autoRenewSeries}
            formatCategory={formatMonth}
            labelEvery={2}
          />
        </DashboardPanel>
        <DashboardPanel title="Webinar registrations per day" csv="daily">
          <BarChart
            title="Webinar registrations per day"
            categories={days}
            series={[{ name: "Registrations", values: dashboard.webinarRegistrations.map((d) => d.count), tone: "accent" }]}
            formatCategory={formatDay}
            labelEvery={7}
          />
        </DashboardPanel>
      </div>
    </div>
  );
}
