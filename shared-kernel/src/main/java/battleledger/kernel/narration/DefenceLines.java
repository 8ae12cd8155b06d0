package battleledger.kernel.narration;

import battleledger.kernel.event.AttackEvent.AttackBaned;
import battleledger.kernel.event.AttackEvent.DefenceRolled;
import battleledger.kernel.event.TurnEvent.ActionForgone;
import battleledger.kernel.event.TurnEvent.DefenceOffered;
import battleledger.kernel.event.TurnEvent.RollPushed;
import battleledger.kernel.event.VitalsEvent.DeathRollFailedByDamage;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Harm;

import java.util.List;

import static battleledger.kernel.narration.Narrator.name;

/** Lines for defences against a blow (parry, dodge), the action they take, pushed rolls, and damage while dying. */
final class DefenceLines {

    private DefenceLines() {
    }

    /** What the defence was against: "the spell" for a spell offered to it, else "the blow" of a weapon. */
    static String avoided(Battle b, DefenceRolled e) {
        boolean spell = b.offers().stream().filter(o -> o.reactor().equals(e.actor())).findFirst()
                .map(o -> o.harm() != null && Harm.SPELL.equals(o.harm().kind())).orElse(false);
        return spell ? "the spell" : "the blow";
    }

    /**
     * A parry or dodge is another action: a mage concentrating on a spell stops (004 › Duration › Concentration:
     * "The effect ceases if you perform another action").
     */
    static String concentrationEnds(Battle b, String actor) {
        var c = b.combatant(actor);
        String spell = c == null || c.casting().willpower() == null ? null : c.casting().will().concentration();
        return spell == null ? "" : ", and stops concentrating on " + spell;
    }

    static Line tell(Battle b, battleledger.kernel.event.DragonbaneIntent.DefenceDeclared e) {
        return new Line(name(b, e.actor())
                + ("parry".equals(e.defence()) ? " tries to parry" + (e.weapon() == null ? "" : " with " + e.weapon())
                : " tries to dodge") + concentrationEnds(b, e.actor()) + ".", null, List.of());
    }

    static Line tell(Battle b, battleledger.kernel.event.DragonbaneIntent.PushDeclared e) {
        return new Line(name(b, e.actor())
                + " pushes the failed roll of step " + e.roll() + ".", null, List.of());
    }

    static Line tell(Battle b, DefenceOffered e) {
        return new Line(name(b, e.reactor()) + " is struck by " + e.with() + " of "
                + name(b, e.against()) + " and may " + (e.parry() ? "parry or dodge" : "dodge") + " it"
                + (e.dragon() ? ", but only a Dragon holds against a Dragon" : "") + ".", e.rule(), List.of());
    }

    static Line tell(Battle b, DefenceRolled e) {
        return new Line(name(b, e.actor()) + " " + (e.weapon() == null ? e.defence()
                + "s" : "parries with " + e.weapon()) + ": " + Narrator.show(e.roll()) + " — "
                + (e.held() ? avoided(b, e) + " is stopped." : avoided(b, e) + " gets through."), e.rule(),
                List.of(e.roll()));
    }

    /**
     * "Vera casts Protector: the orc's blow with axe at Grimsa gets a bane — 1d20 (17) ... — the blow now misses; no
     * harm is done." (Dragonbane core rules › Boons and Banes)
     */
    static Line tell(Battle b, AttackBaned e) {
        return new Line(name(b, e.caster()) + "'s " + e.spell() + " puts a bane on " + name(b, e.attacker())
                + "'s blow with " + e.attack() + " at " + name(b, e.target()) + ": " + banedHow(e) + ", "
                + Narrator.show(e.roll()) + " — " + (e.hit() ? "the blow still hits"
                + (e.dragon() ? ", a Dragon still" : "") + ", and " + name(b, e.target()) + " may still parry or dodge"
                + " it." : "the blow now misses: no parry or dodge is needed, and no harm is done."), e.rule(),
                e.rolls());
    }

    /** What the bane did to the blow's dice (LateBane): one more d20, or a boon of the blow cancelled. */
    private static String banedHow(AttackBaned e) {
        if (battleledger.kernel.ruleset.dragonbane.LateBane.rolledOneMore(e.roll())) {
            return "one more d20, the worse of it and the " + e.attackDie() + " kept";
        }
        return e.roll().advantage().size() == e.roll().disadvantage().size()
                ? "it cancels the blow's boon, so its first die counts"
                : "it cancels one of the blow's boons, and the one left keeps the " + e.attackDie();
    }

    static Line tell(Battle b, ActionForgone e) {
        return new Line(name(b, e.actor()) + " has no action this turn: " + e.reason()
                + ".", e.rule(), List.of());
    }

    static Line tell(Battle b, RollPushed e) {
        return new Line(name(b, e.actor()) + " pushes the roll (" + e.purpose() + "): "
                + Narrator.show(e.roll()) + ", and becomes " + e.condition() + ".", e.rule(), List.of(e.roll()));
    }

    static Line tell(Battle b, DeathRollFailedByDamage e) {
        return new Line(name(b, e.combatant()) + " takes damage while dying: "
                + "a failed death roll, " + e.failures() + " of 3 failures.", e.rule(), List.of());
    }
}
