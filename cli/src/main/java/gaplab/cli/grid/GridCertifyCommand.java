package gaplab.cli.grid;

import gaplab.catalog.grid.GridProblem;
import gaplab.certify.GridCertifier;
import gaplab.cli.CertifyOptions;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code gaplab grid certify INSTANCE --out DIR}: a certificate of the grid partition's optimum (docs/certificates.md, "Grids"; issue 35). */
@Command(name = "certify", mixinStandardHelpOptions = true,
        description = {"Prove the optimum V (the least max PE time over all tilings) and write a certificate of it that others can check.",
                "The folder --out DIR gets the tiling, a copy of the instance and a DRUP proof that no tiling has max PE time",
                "<= V - delta (or the shape-area bound that is already V); 'gaplab certificate check DIR' verifies it (docs/certificates.md).",
                "Exit code: 0 certified, 1 not certified (the reason is printed), 2 bad input."})
public final class GridCertifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "INSTANCE") Path file;

    @Mixin CertifyOptions certify;

    @Override
    public Integer call() throws InputException, IOException {
        return certify.run(GridProblem.PROBLEM, GridProblem.PROBLEM.readInstance(file),
                (inst, variant, v, p, settings) -> GridCertifier.certify(inst, file, v, p, certify.out, settings));
    }
}
