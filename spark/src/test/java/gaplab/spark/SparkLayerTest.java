package gaplab.spark;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import gaplab.model.core.InputException;
import org.junit.jupiter.api.Test;

/** The Spark module sits on top: it sees the sweep engine contract and nothing sees it (ServiceLoader finds it). */
class SparkLayerTest {
    static final JavaClasses MAIN = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("gaplab");

    @Test
    void sparkUsesOnlyTheSweepContractAndNothingUsesSpark() {
        classes().that().resideInAPackage("gaplab.spark..").should().onlyDependOnClassesThat()
                .resideInAnyPackage("gaplab.spark..", "gaplab.lab.sweep..", "gaplab.model.core..", "java..", "scala..", "org.apache.spark..")
                .check(MAIN);
        noClasses().that().resideOutsideOfPackage("gaplab.spark..").should().dependOnClassesThat().resideInAPackage("gaplab.spark..").check(MAIN);
    }

    @Test
    void localMastersRetryAFailedTaskOnce() throws InputException {
        assertEquals("local[2,2]", SparkEngine.master("local[2]"));
        assertEquals("local[*,2]", SparkEngine.master("local[*]"));
        assertEquals("local[1,2]", SparkEngine.master("local"));
        assertEquals("local[4,3]", SparkEngine.master("local[4,3]"));
        assertEquals("spark://h:7077", SparkEngine.master("spark://h:7077"));
        assertThrows(InputException.class, () -> SparkEngine.master(" "));
    }
}
