package gaplab.cli;

import java.util.List;

/** Top-level commands that are not a problem: metrics, ratio, sweep, report, results, crosscheck, batch, certificate. */
final class Tools {
    private Tools() {}

    static List<Object> all() {
        return List.of(
                new gaplab.cli.unrelated.MetricsCommand(),
                new RatioCommand(),
                new gaplab.cli.sweep.SweepCommand(),
                new gaplab.cli.sweep.ReportCommand(),
                new gaplab.cli.sweep.ResultsCommand(),
                new gaplab.cli.sweep.CrossCheckCommand(),
                new BatchCommand(),
                new CertificateCommand()
        );
    }
}
