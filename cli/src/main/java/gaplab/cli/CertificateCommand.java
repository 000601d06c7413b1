package gaplab.cli;

import gaplab.certcheck.CertificateCheck;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code gaplab certificate check DIR}: the independent check of a certificate of optimality (docs/certificates.md). */
@Command(name = "certificate", mixinStandardHelpOptions = true, description = "Certificates of optimality (docs/certificates.md).",
        subcommands = CertificateCommand.Check.class)
final class CertificateCommand implements Runnable {
    @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

    @Override public void run() { spec.commandLine().usage(System.out); }

    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Check a certificate written by 'gaplab PROBLEM certify' without trusting any solver.",
                    "The schedule is checked by the problem's checker, the formula is rebuilt from the instance by the checker's",
                    "own encoder and compared by SHA-256, and the DRUP or DRAT proof is checked by unit propagation:",
                    "backwards from its conflict, only the lemmas the refutation uses (--forward: every lemma, in order).",
                    "Exit code: 0 certified, 1 refuted (with the reason), 2 bad input."})
    static final class Check implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "DIR", description = "the certificate's folder (certificate.json and the files it names)") Path dir;

        @picocli.CommandLine.Option(names = "--forward", description = "check every lemma of the proof in order (drat-trim's forward mode) instead of backwards from the conflict")
        boolean forward;

        @Override
        public Integer call() throws InputException, IOException {
            CertificateCheck.Outcome o = CertificateCheck.check(dir, forward ? gaplab.certcheck.RupChecker.Direction.FORWARD : gaplab.certcheck.RupChecker.Direction.BACKWARD);
            System.out.println(o.message());
            return o.code();
        }
    }
}
