package battleledger.kernel.spell;

import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SpellEvent.ConcentrationChecked;
import battleledger.kernel.event.SpellEvent.DamageRolled;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.event.SpellEvent.SpellInterrupted;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Condition;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * 002 › Stages of Spellcasting: choose, begin, resolve — each stage its own event — with the concentration checks
 * of 001 › Magic › Spell Disruption, saves against DC 10 + the magic ability modifier, spell attacks, and damage
 * rolled once for all targets (001 › Combat › Damage Rolls).
 */
class CastingStagesTest {

    static Scene wrenBesideTheOrc(Creature wren) {
        return Scene.of(wren, Creature.named("orc").side("orcs").monster().hp(40).sword("1d8"),
                        Creature.named("gob").side("orcs").monster().hp(40))
                .then(new Move("wren", 5, List.of(), List.of("orc"), false));
    }

    static List<String> names(List<EncounterEvent> events, String... kept) {
        return events.stream().map(e -> e.getClass().getSimpleName()).filter(List.of(kept)::contains).toList();
    }

    @Test
    @DisplayName("002 › Stages of Spellcasting: the spell is chosen, begun, its damage rolled, and then it is cast")
    void eachStageOfASpellIsItsOwnEvent() {
        Scene.of(Creature.named("wren").wizard(5, "magic-missile"), Creature.named("gob").side("orcs").hp(30))
                .when(CastSpell.at("wren", "magic-missile", List.of("gob", "gob")), 3).then(events ->
                        assertThat(names(events, "SpellChosen", "SpellBegun", "DamageRolled", "DamageDealt",
                                "SpellCast")).containsExactly("SpellChosen", "SpellBegun", "DamageRolled",
                                "DamageDealt", "DamageDealt", "SpellCast"));
    }

    @Test
    @DisplayName("001 › Magic › Spell Disruption › Spellcasting in Melee: casting within a hostile creature's reach at "
            + "someone farther away needs a DC 10 Dexterity check; failing wastes the action, not the spell")
    void failingTheDisruptionCheckWastesTheActionButNotTheSlot() {
        // the concentration check of the spell's begin stage (Dusk.CONCENTRATION), here for spell disruption
        wrenBesideTheOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(CastSpell.at("wren", "magic-missile", List.of("gob")), 7).then(events -> {
                    ConcentrationChecked check = first(events, ConcentrationChecked.class);
                    assertThat(check.roll().against()).isEqualTo(10);
                    assertThat(check.roll().modifiers()).extracting(m -> m.source()).containsExactly("dex");
                    assertThat(check.reason()).isEqualTo("casting within a hostile creature's reach");
                    assertThat(check.success()).isFalse();
                    assertThat(first(events, SpellInterrupted.class).caster()).isEqualTo("wren");
                    // its line cites the rule that broke the concentration
                    assertThat(first(events, SpellInterrupted.class).rule())
                            .isEqualTo("001 › Magic › Spell Disruption › Spellcasting in Melee");
                    assertThat(none(events, SpellCast.class)).isTrue();
                }).thenState(s -> {
                    assertThat(s.battle().combatant("wren").casting().used(1)).isZero(); // the spell is not lost
                    assertThat(s.battle().economy().actionUsed()).isTrue();               // the action is
                });
    }

    @Test
    @DisplayName("001 › Magic › Spell Disruption › Spellcasting in Melee: passing the check, the spell goes off")
    void passingTheDisruptionCheckCastsTheSpell() {
        wrenBesideTheOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(CastSpell.at("wren", "magic-missile", List.of("gob")), 10, 3).then(events -> {
                    assertThat(first(events, ConcentrationChecked.class).success()).isTrue();
                    assertThat(first(events, SpellCast.class).slot()).isEqualTo(1);
                });
    }

    @Test
    @DisplayName("001 › Magic › Spell Disruption › Spellcasting in Melee: no check when the spell targets a creature within 5 feet")
    void noCheckWhenTheSpellTargetsTheCreatureAlongside() {
        wrenBesideTheOrc(Creature.named("wren").wizard(5, "magic-missile"))
                .when(CastSpell.at("wren", "magic-missile", List.of("orc")), 3)
                .then(events -> assertThat(none(events, ConcentrationChecked.class)).isTrue());
    }

    @Test
    @DisplayName("001 › Conditions › Intoxicated: a DC 10 Constitution check to cast, with disadvantage")
    void anIntoxicatedCasterMakesAConstitutionCheck() {
        Scene.of(Creature.named("wren").wizard(5, "magic-missile"), Creature.named("gob").side("orcs").hp(30))
                .then(new ApplyCondition("wren", Condition.INTOXICATED, null))
                .when(CastSpell.at("wren", "magic-missile", List.of("gob")), 15, 4).then(events -> {
                    ConcentrationChecked check = first(events, ConcentrationChecked.class);
                    assertThat(check.roll().modifiers()).extracting(m -> m.source()).containsExactly("con");
                    assertThat(check.roll().kept()).containsExactly(4); // disadvantage keeps the lower die
                    assertThat(check.success()).isFalse();
                    // the wasted action cites intoxication, not Spellcasting in Melee
                    SpellInterrupted wasted = first(events, SpellInterrupted.class);
                    assertThat(wasted.rule()).isEqualTo(Condition.INTOXICATED.rule().citation());
                    assertThat(wasted.reason()).contains("casting while intoxicated");
                    assertThat(battleledger.kernel.narration.Narrator.narrate(
                            Scene.of(Creature.named("wren")).state().battle(), wasted).rule())
                            .isEqualTo(Condition.INTOXICATED.rule().citation());
                });
    }

    @Test
    @DisplayName("001 › Magic › Spells and Saving Throws: a spell's save DC is 10 + the caster's magic ability modifier")
    void theSaveDcIsTenPlusTheMagicAbilityModifier() {
        // Int 18 (+4): DC 14; the gob's save 13 fails, the orc's 14 succeeds
        Scene.of(Creature.named("wren").wizard(5, "fireball"), Creature.named("gob").side("orcs").hp(40),
                        Creature.named("orc").side("orcs").hp(40))
                .when(CastSpell.at("wren", "fireball", List.of("gob", "orc")), 2, 2, 2, 2, 2, 2, 2, 2, 13, 14)
                .then(events -> {
                    List<SavingThrowMade> saves = all(events, SavingThrowMade.class);
                    assertThat(saves).extracting(s -> s.roll().against()).containsExactly(14, 14);
                    assertThat(saves).extracting(s -> s.roll().outcome()).containsExactly("failure", "success");
                    // 8d6 rolled once for both: 16, the orc's halved
                    assertThat(all(events, DamageRolled.class)).hasSize(1);
                    assertThat(all(events, DamageDealt.class)).extracting(DamageDealt::amount).containsExactly(16, 8);
                });
    }

    @Test
    @DisplayName("001 › Magic › Attack Spells: a spell attack is d20 + magic ability modifier + magic training")
    void aSpellAttackAddsTheMagicAbilityAndTraining() {
        // the attack is rolled when the spell resolves (Dusk.RESOLVE)
        wrenBesideTheOrc(Creature.named("wren").wizard(5, "shocking-grasp"))
                .when(CastSpell.at("wren", "shocking-grasp", List.of("orc")), 8, 6).then(events -> {
                    AttackRolled attack = first(events, AttackRolled.class);
                    assertThat(attack.roll().total()).isEqualTo(8 + 4 + 2);
                    assertThat(first(events, DamageDealt.class).damageType()).isEqualTo("lightning");
                });
    }

    @Test
    @DisplayName("001 › Magic › Casting Time: off its own turn a creature casts only a reaction spell")
    void aCreatureCastsAnActionSpellOnlyOnItsOwnTurn() {
        Scene s = Scene.of(Creature.named("orc").side("orcs").hp(40), Creature.named("wren").wizard(5, "shield",
                "magic-missile"));
        s.when(CastSpell.at("wren", "magic-missile", List.of("orc"))).thenRejectedWith("not-your-turn");
        s.when(CastSpell.at("wren", "shield", List.of()))
                .thenState(st -> assertThat(st.battle().combatant("wren").reactionAvailable()).isFalse());
        s.then(new EndTurn("orc")).when(CastSpell.at("wren", "magic-missile", List.of("orc")), 2)
                .then(events -> assertThat(first(events, SpellCast.class)).isNotNull());
    }
}
