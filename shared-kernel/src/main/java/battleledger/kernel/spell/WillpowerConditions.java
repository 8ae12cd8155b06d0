package battleledger.kernel.spell;

import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.decision.Decision;
import battleledger.kernel.event.SpellEvent.SpellResisted;
import battleledger.kernel.model.Condition;
import battleledger.kernel.ruleset.Ruleset.SpellHit;
import battleledger.kernel.ruleset.Ruleset.WillpowerCast;
import battleledger.kernel.ruleset.dragonbane.Concentration;
import battleledger.kernel.ruleset.dragonbane.MageStudy;
import battleledger.kernel.state.Combatant;

import java.util.Locale;

/**
 * A condition a Dragonbane spell imposes (Fear's scared, Sleep Dust's dazed): the target resists with a WIL roll, and
 * after a casting roll that was a Dragon "your target must roll a dragon to resist" (004 › Rolling a Dragon); on a
 * failure the condition is imposed, by the caster, until the spell's round or stretch is over (004 › Duration).
 */
final class WillpowerConditions {

    private WillpowerConditions() {
    }

    static void impose(Decision d, String caster, WillpowerCast w, SpellHit h) {
        Combatant target = d.battle().combatant(h.target());
        if (target == null || h.detail() == null) {
            return;
        }
        Condition condition = Condition.valueOf(h.detail().toUpperCase(Locale.ROOT));
        if (resisted(d, caster, w, target, h.detail())) {
            return;
        }
        Afflictions.impose(d, h.target(), condition, caster, w.spellName());
    }

    /**
     * Whether the target resists a spell its data says is resisted with WIL ({@code "resist:wil"} among its
     * defences: Fear, Sleep Dust, Mind Drain), the roll recorded; after a Dragon on the casting roll only a Dragon
     * resists (004 › Rolling a Dragon). False, with no roll, for a spell that is not resisted. {@code what}: the
     * condition it would impose, or null for a spell that does something else (a drain of WP).
     */
    static boolean resisted(Decision d, String caster, WillpowerCast w, Combatant target, String what) {
        if (!MageStudy.resistedWithWil(w.spell())) {
            return false;
        }
        boolean dragon = w.castingRoll() != null && "dragon".equals(w.castingRoll().outcome());
        Concentration.Kept resist = MageStudy.resist(d.dice(), target, w.spellName(), dragon);
        d.emit(new SpellResisted(d.step(), target.id(), caster, w.spell(), what, resist.roll().roll(),
                resist.held()));
        return resist.held();
    }
}
