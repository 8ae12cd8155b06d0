package battleledger.ledger.cli;

import battleledger.kernel.audit.Verification;
import battleledger.ledger.file.BattleFile;
import battleledger.ledger.file.BattleFileRefused;
import battleledger.ledger.file.BattleFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Decides every step of a battle file again, offline, and checks its digest.",
                "Exit code 0 when it verifies, 1 with the first difference when it does not."})
final class VerifyCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "BATTLE.jsonl", description = "battle file")
    Path file;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        try {
            BattleFile.Parsed parsed = BattleFile.read(Files.readString(file));
            Verification v = BattleFiles.check(parsed);
            out.printf("verified: %d steps, %d events%nbattle digest %s%nfile digest   %s%n", v.steps(), v.events(),
                    v.digest(), parsed.digest());
            out.flush();
            return 0;
        } catch (BattleFileRefused r) {
            out.println("NOT verified" + (r.step() == null ? "" : ": first difference at step " + r.step()));
            out.println(r.detail());
            out.flush();
            return 1;
        }
    }
}
