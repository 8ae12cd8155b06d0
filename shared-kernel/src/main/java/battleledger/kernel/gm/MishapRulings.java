package battleledger.kernel.gm;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.RulingCommand.RuleMishap;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.RulingEvent.MishapRuled;
import battleledger.kernel.event.SpellEvent.SpellCastWithWillpower;
import battleledger.kernel.model.StatBlockRules;
import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.StepRecord;

/**
 * A magical mishap is the GM's to rule: "If you roll a Demon, you cannot push the roll. There is also a risk of
 * something going terribly wrong" (004 › Rolling a Demon). The ruling names an active step whose cast rolled a Demon; its words are recorded, and it can be revoked
 * like any ruling.
 */
public final class MishapRulings {

    private MishapRulings() {
    }

    public static Outcome ruleMishap(Facts f, RuleMishap c) {
        Setup.gmOnly(f, "RuleMishap");
        f.combatant(c.caster(), "caster");
        StatBlockRules.requireText("mishap", c.mishap());
        if (c.mishap().length() > 500) {
            throw RuleViolation.invalid("out-of-bounds", "a mishap is told in at most 500 characters");
        }
        StepRecord cast = f.state().timeline().step(c.castStep());
        boolean demon = false;
        if (cast != null && cast.active()) {
            for (EncounterEvent e : cast.events()) {
                demon |= e instanceof SpellCastWithWillpower w && w.mishapPossible() && w.caster().equals(c.caster());
            }
        }
        if (!demon) {
            throw RuleViolation.conflict("no-mishap-possible", DragonbaneRule.DEMON, "step " + c.castStep()
                    + " is not a cast of " + c.caster() + " that rolled a Demon");
        }
        return Outcome.of(new MishapRuled(f.step(), f.by(), c.caster(), c.castStep(), c.mishap()));
    }
}
